from datetime import datetime, timedelta, timezone

from celery import shared_task
from django.conf import settings
from ldap3 import Connection, Server

from accounts.models import Employee


def _generalized_time(moment):
    return moment.strftime("%Y%m%d%H%M%SZ")


@shared_task(bind=True, max_retries=3)
def sync_changed_employees(self):
    since = datetime.now(timezone.utc) - timedelta(minutes=settings.LDAP_SYNC_WINDOW_MINUTES)
    changed_filter = f"(&(objectClass=inetOrgPerson)(modifyTimestamp>={_generalized_time(since)}))"
    conn = Connection(Server(settings.LDAP_URL), settings.LDAP_BIND_DN, settings.LDAP_BIND_PASSWORD, auto_bind=True)
    with conn:
        conn.search(settings.LDAP_PEOPLE_BASE, changed_filter, attributes=["uid", "mail", "displayName"])
        for entry in conn.entries:
            Employee.objects.update_or_create(
                username=str(entry.uid),
                defaults={"email": str(entry.mail), "display_name": str(entry.displayName)},
            )
    return len(conn.entries)
