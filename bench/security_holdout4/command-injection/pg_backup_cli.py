import datetime
import os

import click


@click.command()
@click.argument("database")
@click.option("--out-dir", default="/var/backups/postgres", show_default=True)
@click.option("--host", default="localhost", show_default=True)
def dump(database, out_dir, host):
    """Dump DATABASE to a gzipped SQL file."""
    stamp = datetime.datetime.utcnow().strftime("%Y%m%dT%H%M%S")
    os.makedirs(out_dir, exist_ok=True)
    target = os.path.join(out_dir, f"{database}-{stamp}.sql.gz")
    click.echo(f"Dumping {database} from {host} -> {target}")
    status = os.system(f"pg_dump --no-owner -h {host} {database} | gzip > {target}")
    if status != 0:
        raise click.ClickException(f"pg_dump exited with status {status}")
    click.echo("done")


if __name__ == "__main__":
    dump()
