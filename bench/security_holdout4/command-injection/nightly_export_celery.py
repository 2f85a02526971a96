import datetime
import logging
import subprocess

from celery import Celery

logger = logging.getLogger(__name__)
app = Celery("exports", broker="amqp://guest@rabbitmq//")

EXPORT_ROOT = "/srv/exports"
WAREHOUSE_DB = "analytics"


@app.task(name="exports.nightly_snapshot")
def nightly_snapshot(payload):
    requested_by = payload.get("requested_by", "scheduler")
    day = datetime.date.today().isoformat()
    target = f"{EXPORT_ROOT}/{WAREHOUSE_DB}-{day}.csv.gz"
    script = (
        f"psql -d {WAREHOUSE_DB} -c \"\\copy (SELECT * FROM daily_revenue) TO STDOUT CSV HEADER\" "
        f"| gzip > {target}"
    )
    logger.info("snapshot requested by %s", requested_by)
    subprocess.run(script, shell=True, check=True)
    return {"file": target, "requested_by": requested_by}
