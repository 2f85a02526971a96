import logging
import os
import re

import ldap
import tornado.ioloop
import tornado.web

log = logging.getLogger("phonebook")

LDAP_URI = os.environ.get("LDAP_URI", "ldap://ldap.example.com")
BASE_DN = os.environ.get("LDAP_BASE", "ou=people,dc=example,dc=com")
USERNAME_RE = re.compile(r"[a-z][a-z0-9._-]{1,31}")
ATTRS = ["cn", "mail", "telephoneNumber", "title"]


def ldap_connection():
    conn = ldap.initialize(LDAP_URI)
    conn.set_option(ldap.OPT_REFERRALS, 0)
    conn.simple_bind_s(os.environ.get("LDAP_BIND_DN", ""), os.environ.get("LDAP_BIND_PW", ""))
    return conn


def decode_attrs(attrs):
    return {k: [v.decode("utf-8", "replace") for v in vals] for k, vals in attrs.items()}


class BaseHandler(tornado.web.RequestHandler):
    def write_error(self, status_code, **kwargs):
        self.finish({"error": self._reason})


class PhonebookHandler(BaseHandler):
    def get(self, username):
        username = username.lower()
        if not USERNAME_RE.fullmatch(username):
            raise tornado.web.HTTPError(400, reason="invalid username")
        conn = ldap_connection()
        try:
            result = conn.search_s(BASE_DN, ldap.SCOPE_ONELEVEL, "(uid=%s)" % username, ATTRS)
        finally:
            conn.unbind_s()
        if not result:
            raise tornado.web.HTTPError(404, reason="not found")
        dn, attrs = result[0]
        log.debug("phonebook hit %s", dn)
        self.write({"dn": dn, "attributes": decode_attrs(attrs)})


class HealthHandler(BaseHandler):
    def get(self):
        self.write({"status": "ok"})


def make_app():
    return tornado.web.Application([
        (r"/phonebook/([^/]+)", PhonebookHandler),
        (r"/health", HealthHandler),
    ])


if __name__ == "__main__":
    logging.basicConfig(level=logging.INFO)
    make_app().listen(int(os.environ.get("PORT", "8000")))
    tornado.ioloop.IOLoop.current().start()
