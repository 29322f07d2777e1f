-- A realistic population for EXPLAIN-ing the matches query (docs/matching.md): 100,000 contractors,
-- 10,000 clients, 1,000,000 projects. Run on a migrated, seeded database:
--   psql -d <db> -v ON_ERROR_STOP=1 -f docs/matching-population.sql
-- Triggers are off for the bulk rows (session_replication_role = replica); the profiles' derived
-- columns are then computed once by touching each row with the triggers back on.
set session_replication_role = replica;

insert into users (email, role_id, status_id, email_verified_at, first_name, last_name, timezone)
select 'expert' || g || '@example.test', 3,
  case when random() < 0.03 then 2 else 1 end,
  case when random() < 0.85 then now() end,
  'Expert', 'No' || g,
  (array['+12:00 Pacific/Auckland', '+10:00 Australia/Sydney', '+08:00 Asia/Singapore', '+05:30 Asia/Kolkata',
         '+01:00 Europe/Berlin', '+00:00 Europe/London', '-05:00 America/New_York', '-08:00 America/Los_Angeles',
         null])[1 + floor(random() * 9)::int]
from generate_series(1, 100000) g;

with descriptions as (select array_agg(description) as list from skills)
insert into profiles (user_id, description, years_of_experience, job_level, fractional_experience, open_to_work,
  capacity_hours_per_week, hourly_rate_min, hourly_rate_max, industries)
select u.id, d.list[1 + floor(random() * cardinality(d.list))::int],
  (array['0-4', '5-9', '10-14', '15+'])[1 + floor(random() * 4)::int],
  (array['executive', 'management', 'team_lead', 'individual_contributor'])[1 + floor(random() * 4)::int],
  (array['none', '1-2', '3-5', '6+'])[1 + floor(random() * 4)::int],
  random() < 0.9, floor(random() * 41)::int, r.low, r.low + floor(random() * 100)::int,
  (select coalesce(array_agg(distinct i), '{}') from (
     select (array['agriculture','automotive','banking','construction','consulting','education','energy',
       'entertainment','financial-services','government','healthcare','hospitality','information-technology',
       'insurance','manufacturing','media','non-profit','real-estate','retail','transportation'])
       [1 + floor(random() * 20)::int] as i
     from generate_series(1, 1 + u.id % 3)) x)
from users u, descriptions d, lateral (select case when random() < 0.8 then 50 + floor(random() * 300)::int end as low
  where u.id > 0) r
where u.role_id = 3;

insert into profile_expertises (profile_id, expertise_id, position)
select p.id, e.id, (row_number() over (partition by p.id order by e.id))::int - 1
from profiles p, lateral (select distinct 1 + floor(random() * 90)::int as id
  from generate_series(1, 1 + p.id % 5) where p.id > 0) e;
insert into profile_job_roles (profile_id, job_role_id, position)
select p.id, e.id, (row_number() over (partition by p.id order by e.id))::int - 1
from profiles p, lateral (select distinct 1 + floor(random() * 98)::int as id
  from generate_series(1, 1 + p.id % 3) where p.id > 0) e;
insert into profile_skills (profile_id, skill_id, position)
select p.id, e.id, (row_number() over (partition by p.id order by e.id))::int - 1
from profiles p, lateral (select distinct 1 + floor(random() * 332)::int as id
  from generate_series(1, 3 + p.id % 3) where p.id > 0) e;

insert into users (email, role_id, status_id, email_verified_at, first_name, last_name, timezone)
select 'client' || g || '@example.test', 2, 1, now(), 'Client', 'No' || g, '+12:00 Pacific/Auckland'
from generate_series(1, 10000) g;
insert into profiles (user_id, years_of_experience, job_level)
select id, '10-14', 'management' from users where role_id = 2;
insert into business_details (user_id, org_name, industry, segment, head_quarters, team_size)
select id, 'Org ' || id, 'financial-services,information-technology', 'mid-market', 'NZ', '11-50'
from users where role_id = 2;

insert into projects (profile_id, name, overview, project_stage, is_budget_allocated, budget, timeline,
  business_goal, expertise_gap, gap_ids, brief_query)
select c.id, 'Project ' || g, 'Overview of project ' || g, 'planning', true, 50000, '6-11-months',
  'scale-operations', 'fundraising', array[2], 'fundrais'::tsquery
from generate_series(1, 1000000) g
join profiles c on c.user_id = (select min(id) from users where role_id = 2) + (g % 10000);

set session_replication_role = origin;
update profiles set id = id;
vacuum analyze;
