import tornado.ioloop
import tornado.web
from ldap3 import SUBTREE, Connection, Server


class DeviceSearchHandler(tornado.web.RequestHandler):
    def initialize(self, conn):
        self.conn = conn

    def get(self):
        serial = self.get_argument("serial")
        site = self.get_argument("site", "*")
        flt = "(&(objectClass=device)(serialNumber=%s)(l=%s))" % (serial, site)
        self.conn.search("ou=devices,dc=example,dc=net", flt, search_scope=SUBTREE, attributes=["cn", "serialNumber", "description", "l"])
        self.write({"devices": [e.entry_attributes_as_dict for e in self.conn.entries]})


def make_app(ldap_url, bind_dn, password):
    conn = Connection(Server(ldap_url), bind_dn, password, auto_bind=True)
    return tornado.web.Application([(r"/devices", DeviceSearchHandler, {"conn": conn})])


if __name__ == "__main__":
    import os

    make_app(os.environ["LDAP_URL"], os.environ["LDAP_BIND_DN"], os.environ["LDAP_PASSWORD"]).listen(8888)
    tornado.ioloop.IOLoop.current().start()
