import subprocess

from celery import Celery

app = Celery("ops", broker="redis://localhost:6379/0")

ARCHIVE_DIR = "/var/archive"


@app.task(name="ops.archive_logs")
def archive_logs(options):
    service = options.get("service", "web")
    extra = options.get("pattern", "*.log")
    parts = ["tar", "czf", f"{ARCHIVE_DIR}/{service}.tgz", f"/var/log/{service}/{extra}"]
    cmdline = " ".join(parts)
    out = subprocess.check_output(cmdline, shell=True, stderr=subprocess.STDOUT)
    return out.decode(errors="replace")
