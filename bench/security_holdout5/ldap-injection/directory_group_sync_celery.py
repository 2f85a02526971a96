import os

from celery import Celery
from ldap3 import SUBTREE, Connection, Server

from .models import sync_group_members

app = Celery("directory", broker=os.environ.get("BROKER_URL", "redis://localhost:6379/1"))
GROUP_BASE = "ou=groups,dc=corp,dc=example"


@app.task(name="directory.sync_groups")
def sync_groups():
    server = Server(os.environ["LDAP_URL"], use_ssl=True)
    with Connection(server, os.environ["LDAP_BIND_DN"], os.environ["LDAP_BIND_PW"], auto_bind=True) as conn:
        conn.search(
            GROUP_BASE,
            "(objectClass=groupOfNames)",
            search_scope=SUBTREE,
            attributes=["cn", "member"],
            paged_size=500,
        )
        synced = 0
        for entry in conn.entries:
            sync_group_members(str(entry.cn), [str(m) for m in entry.member])
            synced += 1
    return synced
