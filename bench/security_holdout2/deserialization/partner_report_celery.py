"""Report rendering worker.

Jobs arrive on the ``partner-reports`` queue; the partner API gateway
publishes the request body it received from the partner as the task payload.
"""
import base64
import pickle

from celery import Celery

from reports.render import render_pdf
from reports.storage import upload_report

app = Celery("reports", broker="amqp://reports@mq.internal//")
app.conf.task_serializer = "json"
app.conf.accept_content = ["json"]


@app.task(name="reports.render_partner_report", acks_late=True)
def render_partner_report(payload):
    params = pickle.loads(base64.b64decode(payload["params"]))
    pdf = render_pdf(params["template"], params.get("filters", {}))
    key = upload_report(payload["partner_id"], pdf)
    return {"partner_id": payload["partner_id"], "object": key}
