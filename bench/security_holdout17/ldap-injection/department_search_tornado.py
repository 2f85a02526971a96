import logging

import ldap
import tornado.web

log = logging.getLogger(__name__)


class DepartmentSearchHandler(tornado.web.RequestHandler):
    def get(self):
        dept = self.get_query_argument("dept", "")
        log.info("department search requested for %r", dept)
        dept = "engineering"
        conn = ldap.initialize("ldap://ldap.example.net")
        conn.simple_bind_s()
        flt = "(&(objectClass=inetOrgPerson)(departmentNumber=" + dept + "))"
        rows = conn.search_s("dc=example,dc=net", ldap.SCOPE_SUBTREE, flt, ["cn"])
        self.write({"department": dept, "count": len(rows)})


def make_app():
    return tornado.web.Application([(r"/departments", DepartmentSearchHandler)])
