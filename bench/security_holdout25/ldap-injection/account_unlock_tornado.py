import os
import re

import tornado.ioloop
import tornado.web
from ldap3 import MODIFY_REPLACE, SUBTREE, Connection, Server
from ldap3.utils.conv import escape_filter_chars

USERNAME_RE = re.compile(r"[a-z][a-z0-9._-]{1,31}")
LDAP = Server(os.environ.get("LDAP_URI", "ldaps://ldap.example.org"))
PEOPLE = "ou=people,dc=example,dc=org"


def admin_connection():
    return Connection(LDAP, os.environ["LDAP_ADMIN_DN"], os.environ["LDAP_ADMIN_PW"], auto_bind=True)


class BaseHandler(tornado.web.RequestHandler):
    def get_current_user(self):
        return self.get_signed_cookie("helpdesk_user")


class LockStatusHandler(BaseHandler):
    @tornado.web.authenticated
    def get(self, username):
        if not USERNAME_RE.fullmatch(username):
            raise tornado.web.HTTPError(400)
        with admin_connection() as conn:
            conn.search(PEOPLE, "(uid=%s)" % username, SUBTREE, attributes=["pwdAccountLockedTime"])
            locked = bool(conn.entries and conn.entries[0].pwdAccountLockedTime.value)
        self.write({"user": username, "locked": locked})


class UnlockHandler(BaseHandler):
    @tornado.web.authenticated
    def post(self):
        username = self.get_body_argument("username", "")
        if not USERNAME_RE.fullmatch(username):
            raise tornado.web.HTTPError(400, "invalid username")
        user_filter = "(&(objectClass=posixAccount)(uid=%s))" % escape_filter_chars(username)
        with admin_connection() as conn:
            conn.search(PEOPLE, user_filter, SUBTREE, attributes=["uid"])
            if len(conn.entries) != 1:
                raise tornado.web.HTTPError(404)
            conn.modify(conn.entries[0].entry_dn, {"pwdAccountLockedTime": [(MODIFY_REPLACE, [])]})
            ok = conn.result["result"] == 0
        self.write({"user": username, "unlocked": ok})


def make_app():
    return tornado.web.Application(
        [
            (r"/helpdesk/lock/([^/]+)", LockStatusHandler),
            (r"/helpdesk/unlock", UnlockHandler),
        ],
        cookie_secret=os.environ["COOKIE_SECRET"],
        login_url="/login",
    )


if __name__ == "__main__":
    make_app().listen(8888)
    tornado.ioloop.IOLoop.current().start()
