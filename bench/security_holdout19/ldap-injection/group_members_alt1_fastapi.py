import logging

from celery import Celery
from fastapi import APIRouter, Depends, Path, status
from ldap3 import SUBTREE, Connection, Server
from pydantic import BaseModel

from .config import settings
from .deps import require_service_token
from .repository import GroupRepository

log = logging.getLogger(__name__)

celery_app = Celery("groups", broker=settings.broker_url)
router = APIRouter(prefix="/internal/groups", dependencies=[Depends(require_service_token)])

GROUP_NAME = r"^[a-z][a-z0-9_-]{1,47}$"


class RefreshOptions(BaseModel):
    include_nested: bool = False


@router.post("/{group}/refresh", status_code=status.HTTP_202_ACCEPTED)
async def refresh_group(body: RefreshOptions, group: str = Path(pattern=GROUP_NAME)):
    job = refresh_group_members.delay(group, body.include_nested)
    return {"job_id": job.id}


def _directory_connection():
    server = Server(settings.ldap_url, use_ssl=True, connect_timeout=5)
    return Connection(server, settings.ldap_bind_dn, settings.ldap_bind_password, auto_bind=True, read_only=True)


@celery_app.task(bind=True, max_retries=3, default_retry_delay=30)
def refresh_group_members(self, group, include_nested):
    repo = GroupRepository(settings.database_url)
    member_attr = "memberOf:1.2.840.113556.1.4.1941:" if include_nested else "memberOf"
    group_dn = f"cn={group},{settings.ldap_groups_base}"
    query = f"(&(objectClass=inetOrgPerson)({member_attr}={group_dn}))"
    try:
        with _directory_connection() as conn:
            conn.search(settings.ldap_people_base, query, search_scope=SUBTREE, attributes=["uid", "mail"], paged_size=500)
            uids = [e.entry_attributes_as_dict["uid"][0] for e in conn.entries]
    except Exception as exc:
        raise self.retry(exc=exc)

    added, removed = repo.replace_members(group, uids)
    log.info("group %s refreshed: +%d -%d", group, added, removed)
    return {"group": group, "members": len(uids), "added": added, "removed": removed}
