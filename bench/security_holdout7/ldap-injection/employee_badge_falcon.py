import re

import falcon
from ldap3 import Connection, Server, SUBTREE

LDAP_SERVER = Server("ldaps://ldap.hq.example.com")
BASE_DN = "ou=employees,dc=hq,dc=example,dc=com"
EMPLOYEE_NO_RE = re.compile(r"\d{4,8}")


class EmployeeBadgeResource:
    def on_get(self, req, resp):
        number = req.get_param("employee", required=True)
        if not EMPLOYEE_NO_RE.fullmatch(number):
            raise falcon.HTTPBadRequest(title="invalid employee number")
        search_filter = f"(&(objectClass=person)(employeeNumber={number}))"
        with Connection(LDAP_SERVER, auto_bind=True) as conn:
            conn.search(BASE_DN, search_filter, SUBTREE, attributes=["cn", "badgeId"])
            if not conn.entries:
                raise falcon.HTTPNotFound()
            entry = conn.entries[0]
        resp.media = {"name": str(entry.cn), "badge": str(entry.badgeId)}


app = falcon.App()
app.add_route("/badges", EmployeeBadgeResource())
