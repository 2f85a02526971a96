import json

import tornado.web
from ldap3 import SUBTREE, Connection, Server


class LdapConfig:
    def __init__(self, url, base_dn, bind_dn, password):
        self.url = url
        self.base_dn = base_dn
        self.bind_dn = bind_dn
        self.password = password


class StaffDirectory:
    attributes = ["cn", "mail", "telephoneNumber", "department"]

    def __init__(self, config):
        self.config = config
        self.server = Server(config.url)

    def _connect(self):
        return Connection(self.server, self.config.bind_dn, self.config.password, auto_bind=True)

    def build_filter(self, name, department):
        parts = ["(objectClass=inetOrgPerson)", f"(cn=*{name}*)"]
        if department:
            parts.append(f"(department={department})")
        return "(&" + "".join(parts) + ")"

    def search(self, name, department=None):
        with self._connect() as conn:
            conn.search(self.config.base_dn, self.build_filter(name, department), SUBTREE,
                        attributes=self.attributes, size_limit=50)
            return [json.loads(e.entry_to_json()) for e in conn.entries]

    def departments(self):
        with self._connect() as conn:
            conn.search(self.config.base_dn, "(objectClass=organizationalUnit)", SUBTREE, attributes=["ou"])
            return sorted(str(e.ou) for e in conn.entries)


class BaseHandler(tornado.web.RequestHandler):
    def initialize(self, directory):
        self.directory = directory


class StaffSearchHandler(BaseHandler):
    def get(self):
        name = self.get_argument("name", "")
        department = self.get_argument("department", None)
        self.write({"results": self.directory.search(name, department)})


class DepartmentsHandler(BaseHandler):
    def get(self):
        self.write({"departments": self.directory.departments()})


def make_app(config):
    directory = StaffDirectory(config)
    return tornado.web.Application([
        (r"/staff/search", StaffSearchHandler, {"directory": directory}),
        (r"/staff/departments", DepartmentsHandler, {"directory": directory}),
    ])
