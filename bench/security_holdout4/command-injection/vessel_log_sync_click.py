import shlex
import subprocess

import click


def build_rsync(vessel_id, remote_host, dest):
    source = f"{remote_host}:/var/log/vessel/{vessel_id}/"
    return "rsync -az --timeout=30 -- {} {}".format(shlex.quote(source), shlex.quote(dest))


@click.command()
@click.argument("vessel_id")
@click.option("--host", default="telemetry.fleet.internal", help="Telemetry relay host")
@click.option("--dest", default="/srv/maritime/logs", type=click.Path(file_okay=False))
def sync(vessel_id, host, dest):
    """Pull the latest engine-room logs for one vessel."""
    command = build_rsync(vessel_id, host, dest)
    click.echo(f"running: {command}")
    rc = subprocess.call(command, shell=True)
    if rc:
        raise click.ClickException(f"rsync exited with {rc}")


if __name__ == "__main__":
    sync()
