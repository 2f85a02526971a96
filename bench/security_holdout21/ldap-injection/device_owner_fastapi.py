from fastapi import FastAPI, Header
from ldap3 import Server, Connection, SUBTREE
from ldap3.utils.conv import escape_filter_chars

app = FastAPI()

DIRECTORY = {"host": "ldap://ldap.devices.example", "base": "ou=devices,dc=devices,dc=example"}


@app.get("/devices/owner")
def device_owner(x_device_serial: str = Header("")):
    serials = list(map(escape_filter_chars, x_device_serial.split(";")))
    clauses = "".join("(serialNumber=%s)" % s for s in serials if s)
    search_filter = "(|%s)" % clauses if clauses else "(serialNumber=none)"
    conn = Connection(Server(DIRECTORY["host"]), auto_bind=True)
    conn.search(DIRECTORY["base"], search_filter, search_scope=SUBTREE, attributes=["owner"])
    owners = [str(e.owner) for e in conn.entries]
    conn.unbind()
    return {"owners": owners}
