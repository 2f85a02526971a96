import logging

from celery import Celery
from fastapi import APIRouter, Depends, status
from ldap3 import SUBTREE, Connection, Server
from pydantic import BaseModel

from .config import settings
from .deps import current_user
from .repository import AccountRepository

log = logging.getLogger(__name__)

celery_app = Celery("sync", broker=settings.broker_url)
router = APIRouter(prefix="/api/directory", dependencies=[Depends(current_user)])

SYNC_ATTRS = ["uid", "cn", "mail", "departmentNumber", "employeeType"]


class SyncRequest(BaseModel):
    email: str
    reason: str = "manual"


@router.post("/resync", status_code=status.HTTP_202_ACCEPTED)
async def request_sync(body: SyncRequest):
    job = sync_account.delay(body.email.strip(), body.reason)
    return {"job_id": job.id}


def _directory_connection():
    server = Server(settings.ldap_url, use_ssl=True, connect_timeout=5)
    return Connection(server, settings.ldap_bind_dn, settings.ldap_bind_password, auto_bind=True, read_only=True)


@celery_app.task(bind=True, max_retries=3, default_retry_delay=30)
def sync_account(self, email, reason):
    repo = AccountRepository(settings.database_url)
    try:
        query = f"(&(objectClass=inetOrgPerson)(mail={email}))"
        with _directory_connection() as conn:
            conn.search(settings.ldap_people_base, query, search_scope=SUBTREE, attributes=SYNC_ATTRS)
            entries = list(conn.entries)
    except Exception as exc:
        raise self.retry(exc=exc)

    if not entries:
        log.info("no directory entry for %s (%s)", email, reason)
        repo.mark_orphaned(email)
        return {"updated": 0}

    updated = 0
    for entry in entries:
        attrs = entry.entry_attributes_as_dict
        repo.upsert(
            uid=attrs["uid"][0],
            email=attrs["mail"][0],
            display_name=(attrs.get("cn") or [""])[0],
            department=(attrs.get("departmentNumber") or [""])[0],
            employee_type=(attrs.get("employeeType") or ["staff"])[0],
        )
        updated += 1
    return {"updated": updated}
