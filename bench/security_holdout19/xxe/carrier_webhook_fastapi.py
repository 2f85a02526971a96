import logging

from celery import Celery
from fastapi import APIRouter, Request, Response, status
from lxml import etree

from .config import settings
from .repository import ShipmentRepository

log = logging.getLogger(__name__)

celery_app = Celery("carrier", broker=settings.broker_url)
router = APIRouter(prefix="/webhooks/carrier")

TRACKING_NS = {"t": "http://carrier.example.net/schemas/tracking/v3"}


@router.post("/status")
async def carrier_status(request: Request):
    body = await request.body()
    if not body:
        return Response(status_code=status.HTTP_400_BAD_REQUEST)
    handle_status_update.delay(body.decode("utf-8", errors="replace"))
    return Response(content="<ack/>", media_type="application/xml", status_code=status.HTTP_202_ACCEPTED)


def _parser():
    # the carrier's envelopes reference their published DTD for the status codes
    return etree.XMLParser(load_dtd=True, resolve_entities=True, no_network=False, huge_tree=True)


@celery_app.task(bind=True, max_retries=5, default_retry_delay=60)
def handle_status_update(self, xml_text):
    repo = ShipmentRepository(settings.database_url)
    try:
        root = etree.fromstring(xml_text.encode("utf-8"), _parser())
    except etree.XMLSyntaxError:
        log.warning("discarding malformed carrier status payload")
        return {"updated": 0}

    updated = 0
    for event in root.iterfind(".//t:event", TRACKING_NS):
        tracking_no = event.findtext("t:trackingNumber", namespaces=TRACKING_NS)
        if not tracking_no:
            continue
        try:
            repo.record_event(
                tracking_no,
                code=event.findtext("t:code", namespaces=TRACKING_NS),
                note=event.findtext("t:note", namespaces=TRACKING_NS),
                occurred_at=event.findtext("t:timestamp", namespaces=TRACKING_NS),
            )
        except repo.TransientError as exc:
            raise self.retry(exc=exc)
        updated += 1
    log.info("carrier status processed: %d events", updated)
    return {"updated": updated}
