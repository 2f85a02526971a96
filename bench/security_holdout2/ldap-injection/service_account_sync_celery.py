from celery import Celery
from ldap3 import SUBTREE, Connection, Server

from hr_sync import config
from hr_sync.store import upsert_service_account

app = Celery("hr_sync", broker=config.BROKER_URL)

SERVICE_ACCOUNT_FILTER = (
    "(&(objectClass=account)(employeeType=service)(!(pwdAccountLockedTime=*)))"
)


@app.task(bind=True, max_retries=3, default_retry_delay=120)
def sync_service_accounts(self, page_size=500):
    server = Server(config.LDAP_URL, use_ssl=True)
    conn = Connection(server, config.LDAP_BIND_DN, config.LDAP_BIND_PASSWORD, auto_bind=True)
    entries = conn.extend.standard.paged_search(
        config.LDAP_BASE,
        SERVICE_ACCOUNT_FILTER,
        search_scope=SUBTREE,
        attributes=["uid", "description", "modifyTimestamp"],
        paged_size=page_size,
        generator=True,
    )
    count = 0
    for entry in entries:
        if entry.get("type") != "searchResEntry":
            continue
        attrs = entry["attributes"]
        upsert_service_account(attrs["uid"][0], attrs.get("description"))
        count += 1
    conn.unbind()
    return count
