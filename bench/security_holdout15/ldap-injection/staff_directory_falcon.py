import re

import falcon
from ldap3 import SUBTREE, Connection, Server

SERVER = Server("ldaps://ldap.corp.example.com")
STAFF_BASE = "ou=staff,dc=corp,dc=example,dc=com"
BIND = ("cn=staff-dir,ou=services,dc=corp,dc=example,dc=com", "change-me")
UID_PATTERN = re.compile(r"[a-z][a-z0-9._-]{1,31}")
LOCATIONS = {"berlin", "lisbon", "toronto", "remote"}
ATTRS = ["uid", "cn", "mail", "l", "title"]


def connect():
    return Connection(SERVER, *BIND, auto_bind=True, read_only=True)


def serialize(entries):
    return [{k: v[0] if len(v) == 1 else v for k, v in e.entry_attributes_as_dict.items()} for e in entries]


class StaffMember:
    def on_get(self, req, resp, uid):
        if not UID_PATTERN.fullmatch(uid):
            raise falcon.HTTPBadRequest(description="invalid uid")
        conn = connect()
        try:
            conn.search(STAFF_BASE, f"(&(objectClass=person)(uid={uid}))", SUBTREE, attributes=ATTRS)
            found = serialize(conn.entries)
        finally:
            conn.unbind()
        if not found:
            raise falcon.HTTPNotFound()
        resp.media = found[0]


class StaffByLocation:
    def on_get(self, req, resp):
        location = req.get_param("location", default="remote").lower()
        if location not in LOCATIONS:
            raise falcon.HTTPBadRequest(description="unknown location")
        conn = connect()
        try:
            conn.search(STAFF_BASE, f"(&(objectClass=person)(l={location}))", SUBTREE, attributes=ATTRS)
            resp.media = serialize(conn.entries)
        finally:
            conn.unbind()


class Health:
    def on_get(self, req, resp):
        conn = connect()
        resp.media = {"bound": conn.bound}
        conn.unbind()


app = falcon.App()
app.add_route("/staff/{uid}", StaffMember())
app.add_route("/staff", StaffByLocation())
app.add_route("/health", Health())
