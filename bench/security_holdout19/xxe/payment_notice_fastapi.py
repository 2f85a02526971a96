import logging

from celery import Celery
from fastapi import APIRouter, Depends, Request, Response, status
from lxml import etree

from .config import settings
from .deps import verify_psp_signature
from .repository import PaymentRepository

log = logging.getLogger(__name__)

celery_app = Celery("payments", broker=settings.broker_url)
router = APIRouter(prefix="/webhooks/psp")

NOTICE_NS = {"n": "urn:example:psp:notification:2"}


@router.post("/notice", dependencies=[Depends(verify_psp_signature)])
async def payment_notice(request: Request):
    body = await request.body()
    if not body:
        return Response(status_code=status.HTTP_400_BAD_REQUEST)
    handle_notice.delay(body.decode("utf-8", errors="replace"))
    return Response(content="[accepted]", media_type="text/plain", status_code=status.HTTP_202_ACCEPTED)


def _parser():
    return etree.XMLParser(resolve_entities=False, load_dtd=False, no_network=True, dtd_validation=False)


@celery_app.task(bind=True, max_retries=5, default_retry_delay=60)
def handle_notice(self, xml_text):
    repo = PaymentRepository(settings.database_url)
    try:
        root = etree.fromstring(xml_text.encode("utf-8"), _parser())
    except etree.XMLSyntaxError:
        log.warning("discarding malformed payment notice")
        return {"updated": 0}

    updated = 0
    for item in root.iterfind(".//n:NotificationItem", NOTICE_NS):
        reference = item.findtext("n:merchantReference", namespaces=NOTICE_NS)
        if not reference:
            continue
        try:
            repo.apply_notice(
                reference,
                event=item.findtext("n:eventCode", namespaces=NOTICE_NS),
                success=item.findtext("n:success", namespaces=NOTICE_NS) == "true",
                reason=item.findtext("n:reason", namespaces=NOTICE_NS),
            )
        except repo.TransientError as exc:
            raise self.retry(exc=exc)
        updated += 1
    return {"updated": updated}
