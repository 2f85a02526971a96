import os

import tornado.web
from ldap3 import SUBTREE, Connection, Server
from ldap3.utils.conv import escape_filter_chars


class PhoneLookupHandler(tornado.web.RequestHandler):
    def get(self):
        raw = self.get_argument("name", "")
        surname, _, given = raw.strip().partition(",")
        search_filter = "(&(sn={})(givenName={}*))".format(
            escape_filter_chars(surname.strip()), escape_filter_chars(given.strip())
        )
        conn = Connection(Server(os.environ["LDAP_URL"]), auto_bind=True)
        conn.search("ou=people,dc=example,dc=org", search_filter, search_scope=SUBTREE, attributes=["telephoneNumber"])
        self.write({"numbers": [str(e.telephoneNumber) for e in conn.entries]})


def make_app():
    return tornado.web.Application([(r"/phone", PhoneLookupHandler)])
