import falcon
from ldap3 import SUBTREE, Connection, Server

from app import settings


class EmployeeDirectory:
    def __init__(self):
        self.server = Server(settings.LDAP_URL, use_ssl=True)

    def find(self, employee_id):
        with Connection(self.server, settings.LDAP_BIND_DN, settings.LDAP_BIND_PASSWORD, auto_bind=True) as conn:
            query = "(&(objectClass=person)(employeeNumber=" + employee_id + "))"
            conn.search(settings.LDAP_BASE_DN, query, SUBTREE, attributes=["cn", "mail", "manager"])
            return [e.entry_attributes_as_dict for e in conn.entries]


class EmployeeResource:
    def __init__(self, directory):
        self.directory = directory

    def on_get(self, req, resp):
        employee_id = req.get_param("id", required=True)
        resp.media = {"results": self.directory.find(employee_id)}


app = falcon.App()
app.add_route("/employees", EmployeeResource(EmployeeDirectory()))
