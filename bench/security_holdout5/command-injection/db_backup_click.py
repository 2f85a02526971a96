import datetime
import os
import subprocess

import click

BACKUP_ROOT = os.environ.get("BACKUP_ROOT", "/var/backups/app")
PG_DSN = os.environ.get("BACKUP_PG_DSN", "postgresql://backup@localhost/app")


@click.command()
@click.option("--keep", default=7, show_default=True, type=click.IntRange(1, 90),
              help="Number of daily dumps to keep.")
@click.option("--dry-run", is_flag=True, help="Print the pipeline without running it.")
def backup(keep, dry_run):
    """Dump the application database and prune old dumps."""
    stamp = datetime.date.today().strftime("%Y%m%d")
    target = os.path.join(BACKUP_ROOT, f"app-{stamp}.sql.gz")
    pipeline = f"pg_dump --no-owner '{PG_DSN}' | gzip -9 > '{target}'"
    if dry_run:
        click.echo(pipeline)
        return
    subprocess.run(pipeline, shell=True, check=True)
    dumps = sorted(f for f in os.listdir(BACKUP_ROOT) if f.startswith("app-"))
    for old in dumps[:-keep]:
        os.remove(os.path.join(BACKUP_ROOT, old))
        click.echo(f"pruned {old}")


if __name__ == "__main__":
    backup()
