import styles from './member-cover.module.css';

type Tone = 'brand' | 'strong' | 'accent';

/** People around the edge of the picture, each linked to the project card in the middle. */
const PEOPLE: ReadonlyArray<{ x: number; y: number; tone: Tone; link: string }> = [
  { x: 96, y: 112, tone: 'brand', link: 'M128 136 C170 160 180 190 196 214' },
  { x: 392, y: 136, tone: 'accent', link: 'M360 158 C330 180 318 196 300 214' },
  { x: 84, y: 440, tone: 'accent', link: 'M118 420 C160 400 176 380 196 354' },
  { x: 396, y: 428, tone: 'strong', link: 'M362 410 C330 392 312 376 296 354' },
];

const SPARKS: ReadonlyArray<{ x: number; y: number; r: number; tone: Tone }> = [
  { x: 240, y: 84, r: 6, tone: 'accent' },
  { x: 436, y: 290, r: 5, tone: 'brand' },
  { x: 44, y: 286, r: 7, tone: 'strong' },
  { x: 250, y: 496, r: 5, tone: 'brand' },
];

function Person({ x, y, tone }: { x: number; y: number; tone: Tone }) {
  return (
    <g>
      <circle cx={x} cy={y} r={40} className={styles.badge} />
      <circle cx={x} cy={y - 10} r={13} className={styles[tone]} />
      <path d={`M${x - 22} ${y + 26} a22 20 0 0 1 44 0 z`} className={styles[tone]} />
    </g>
  );
}

/** The cover of the sign-in screens (large screens only): people and a project, connected. Decorative. */
export function MemberCover() {
  return (
    <div className={styles.cover} aria-hidden="true">
      <svg className={styles.art} viewBox="0 0 480 560" focusable="false" role="presentation">
        <circle cx={240} cy={284} r={214} className={styles.halo} />
        <circle cx={240} cy={284} r={150} className={styles.ring} />
        {PEOPLE.map((person) => (
          <path key={person.link} d={person.link} className={styles.link} />
        ))}
        <g>
          <rect x={168} y={206} width={144} height={156} rx={18} className={styles.card} />
          <rect x={190} y={230} width={64} height={10} rx={5} className={styles.strong} />
          <rect x={190} y={252} width={100} height={8} rx={4} className={styles.muted} />
          <rect x={190} y={270} width={84} height={8} rx={4} className={styles.muted} />
          <rect x={190} y={300} width={100} height={10} rx={5} className={styles.track} />
          <rect x={190} y={300} width={66} height={10} rx={5} className={styles.accent} />
          <circle cx={202} cy={336} r={9} className={styles.brand} />
          <circle cx={218} cy={336} r={9} className={styles.accent} />
          <circle cx={234} cy={336} r={9} className={styles.strong} />
        </g>
        {PEOPLE.map((person) => (
          <Person key={`${person.x}-${person.y}`} {...person} />
        ))}
        {SPARKS.map((spark) => (
          <circle key={`${spark.x}-${spark.y}`} cx={spark.x} cy={spark.y} r={spark.r} className={styles[spark.tone]} />
        ))}
      </svg>
    </div>
  );
}
