import subprocess

from celery import Celery

app = Celery("mirror", broker="redis://localhost:6379/0")
MIRROR_ROOT = "/var/mirrors"


@app.task(bind=True, max_retries=3)
def mirror_repository(self, repo_url, branch="main"):
    """Queued by the /api/mirrors endpoint with the repository URL a user submitted."""
    name = repo_url.rstrip("/").split("/")[-1]
    target = MIRROR_ROOT + "/" + name
    script = f"git clone --depth 1 --branch {branch} {repo_url} {target}"
    result = subprocess.run(script, shell=True, capture_output=True, text=True)
    if result.returncode != 0:
        raise self.retry(countdown=30)
    return {"target": target, "log": result.stdout[-500:]}
