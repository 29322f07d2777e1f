import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useCompleteProject } from '../api/complete-project';
import { squadErrorText } from '../squad-messages';

/** "Mark project completed" (docs/api.md#invitations-and-squads) behind a confirmation: it ends the squad and cannot be undone. */
export function CompleteProjectAction({ projectId, projectName }: { projectId: number; projectName: string }) {
  const [isConfirming, setConfirming] = useState(false);
  const complete = useCompleteProject(projectId);
  const close = () => {
    setConfirming(false);
    complete.reset();
  };
  return (
    <>
      <Button variant="secondary" onClick={() => setConfirming(true)}>
        Mark project completed
      </Button>
      {isConfirming ? (
        <ConfirmDialog
          title={`Mark “${projectName}” completed?`}
          confirmLabel="Mark completed"
          onConfirm={() => complete.mutateAsync(undefined).then(close)}
          onCancel={close}
          isPending={complete.isPending}
          error={complete.error ? squadErrorText(complete.error, 'complete') : null}
        >
          <p>
            Every member of the squad leaves the project and their hours are freed. Open invitations can no longer be
            accepted. A completed project cannot be reopened.
          </p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}
