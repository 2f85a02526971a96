import os

from celery import Celery

app = Celery("exports", broker="amqp://guest@rabbitmq//")
EXPORT_ROOT = "/data/exports"


@app.task(bind=True, max_retries=3)
def build_archive(self, payload):
    project = payload["project"]
    folders = payload.get("folders", ["docs"])
    archive_name = payload.get("archive_name", f"{project}.tar.gz")
    target = os.path.join(EXPORT_ROOT, archive_name)
    folder_args = " ".join(folders)
    with os.popen(f"cd /data/projects/{project} && tar czf {target} {folder_args} 2>&1") as pipe:
        output = pipe.read()
    if not os.path.exists(target):
        raise self.retry(exc=RuntimeError(output), countdown=30)
    return {"archive": target, "size": os.path.getsize(target)}
