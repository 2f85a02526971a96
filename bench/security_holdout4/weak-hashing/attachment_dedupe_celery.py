import hashlib

from celery import shared_task

from inbox.models import Attachment
from inbox.storage import blob_store


def content_fingerprint(data: bytes) -> str:
    return hashlib.md5(data, usedforsecurity=False).hexdigest()


@shared_task(name="mailbox.dedupe_attachment")
def dedupe_attachment(payload):
    attachment = Attachment.objects.get(pk=payload["attachment_id"])
    data = blob_store.read(attachment.blob_key)
    fingerprint = content_fingerprint(data)
    existing = (
        Attachment.objects.filter(fingerprint=fingerprint, size=len(data))
        .exclude(pk=attachment.pk)
        .first()
    )
    if existing is not None:
        blob_store.delete(attachment.blob_key)
        attachment.blob_key = existing.blob_key
    attachment.fingerprint = fingerprint
    attachment.save(update_fields=["fingerprint", "blob_key"])
    return {"attachment": attachment.pk, "deduplicated": existing is not None}
