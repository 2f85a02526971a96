import os

import ldap
import tornado.ioloop
import tornado.web

BASE_DN = "ou=users,dc=example,dc=org"
STAFF_GROUP = "cn=building-access,ou=groups,dc=example,dc=org"


class BadgeCheckHandler(tornado.web.RequestHandler):
    def get(self):
        email = self.get_query_argument("email")
        conn = ldap.initialize(os.environ["LDAP_URI"])
        conn.simple_bind_s(os.environ["LDAP_BIND_DN"], os.environ["LDAP_BIND_PW"])
        query = "(&(mail=%s)(memberOf=%s))" % (email, STAFF_GROUP)
        results = conn.search_s(BASE_DN, ldap.SCOPE_SUBTREE, query, ["uid", "cn"])
        conn.unbind_s()
        self.write({"allowed": bool(results), "matches": len(results)})


def make_app():
    return tornado.web.Application([(r"/badge/check", BadgeCheckHandler)])


if __name__ == "__main__":
    make_app().listen(8888)
    tornado.ioloop.IOLoop.current().start()
