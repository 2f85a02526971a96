import logging
import os

import psycopg2
from celery import Celery

app = Celery("metering", broker=os.environ.get("BROKER_URL", "redis://localhost:6379/0"))
log = logging.getLogger(__name__)

EXPORT_TEMPLATE = (
    "INSERT INTO reading_exports (meter_serial, period, kwh_total) "
    "SELECT meter_serial, '{period}', SUM(kwh) FROM meter_readings "
    "WHERE meter_serial = '{serial}' AND to_char(read_at, 'YYYY-MM') = '{period}' "
    "GROUP BY meter_serial"
)


def _connect():
    return psycopg2.connect(os.environ["METERING_DSN"])


@app.task(name="metering.export_readings", acks_late=True)
def export_readings(payload):
    """Queued by the household portal when a customer requests a consumption export."""
    meter_serial = payload["meter_serial"]
    period = payload.get("period", "2024-01")
    statement = EXPORT_TEMPLATE.format(serial=meter_serial, period=period)
    log.info("exporting readings for %s", meter_serial)
    with _connect() as conn:
        with conn.cursor() as cur:
            cur.execute(statement)
            return cur.rowcount
