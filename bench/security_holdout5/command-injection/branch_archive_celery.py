import subprocess
from pathlib import Path

from celery import Celery

app = Celery("builds", broker="redis://redis:6379/0")
WORKSPACE = Path("/srv/build-cache")


@app.task(bind=True, max_retries=2)
def archive_branch(self, payload):
    """Queued by POST /hooks/archive with the JSON body the caller sent."""
    repo = payload["repository"]
    branch = payload.get("branch", "main")
    dest = WORKSPACE / "archives" / f"{repo.replace('/', '_')}.tar.gz"
    command = " ".join([
        "git", "-C", str(WORKSPACE / repo),
        "archive", "--format=tar.gz",
        "-o", str(dest), branch,
    ])
    try:
        subprocess.check_output(command, shell=True, stderr=subprocess.STDOUT)
    except subprocess.CalledProcessError as exc:
        raise self.retry(exc=exc, countdown=30)
    return {"archive": str(dest), "branch": branch}
