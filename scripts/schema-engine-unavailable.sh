#!/bin/sh
# Stands in for Prisma's native schema engine (see scripts/prisma-generate.mjs): it is never
# downloaded here. Migrations: `npm run db:migrate`; new migrations: `npm run db:new-migration`.
echo "Die native Schema-Engine von Prisma ist hier nicht installiert. Migrationen: npm run db:migrate; neue Migration: npm run db:new-migration -- <name>." >&2
exit 1
