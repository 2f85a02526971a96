import re

import falcon
from ldap3 import Connection, Server

SERVER = Server("ldap://mail-directory.internal")
BASE = "ou=mailboxes,dc=mail,dc=internal"
LOCAL_PART = re.compile(r"[A-Za-z0-9._-]{1,64}")


class MailboxResource:
    def on_get(self, req, resp, local_part):
        if not LOCAL_PART.fullmatch(local_part):
            raise falcon.HTTPBadRequest(title="invalid mailbox name")
        with Connection(SERVER, auto_bind=True) as conn:
            conn.search(BASE, f"(mailLocalAddress={local_part})", attributes=["mailHost", "mailQuota"])
            if not conn.entries:
                raise falcon.HTTPNotFound()
            entry = conn.entries[0]
            resp.media = {"mailbox": local_part, "host": str(entry.mailHost), "quota": str(entry.mailQuota)}


app = falcon.App()
app.add_route("/mailboxes/{local_part}", MailboxResource())
