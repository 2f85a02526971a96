import falcon
import ldap
from ldap.filter import filter_format


class DepartmentResource:
    def on_get(self, req, resp):
        dept = req.get_param("dept", default="")
        query = filter_format("(&(objectClass=organizationalUnit)(ou=%s))", [dept])
        conn = ldap.initialize("ldap://ldap.corp.example")
        conn.simple_bind_s()
        found = conn.search_s("dc=corp,dc=example", ldap.SCOPE_SUBTREE, query, ["description"])
        resp.media = {"count": len(found)}


app = falcon.App()
app.add_route("/departments", DepartmentResource())
