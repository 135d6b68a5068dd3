-- The trial packet (the demo merchant's) lets a newcomer try every feature: automations, widgets, premium
-- templates, IYS and advanced segments. Left alone when an admin has already given the plan features.
UPDATE "plans" SET "features" = '{automations,widgets,premium_templates,iys,segments_advanced}'::text[]
WHERE "code" = 'trial' AND "features" = '{}'::text[];
