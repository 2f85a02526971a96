import hashlib
import hmac
from pathlib import Path

import click

CHUNK = 1024 * 1024


@click.command()
@click.argument("artifact", type=click.Path(exists=True, dir_okay=False, path_type=Path))
@click.option("--expected", required=True, help="published SHA-256 hex digest")
def verify_release(artifact: Path, expected: str):
    """Verify a downloaded release artifact before installing it."""
    digest = hashlib.sha256()
    with artifact.open("rb") as fh:
        for chunk in iter(lambda: fh.read(CHUNK), b""):
            digest.update(chunk)
    actual = digest.hexdigest()
    if not hmac.compare_digest(actual, expected.strip().lower()):
        raise click.ClickException(f"checksum mismatch for {artifact.name}")
    click.echo(f"{artifact.name}: OK")


if __name__ == "__main__":
    verify_release()
