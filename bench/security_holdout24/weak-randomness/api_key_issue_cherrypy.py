import random
import string

import cherrypy

ALPHABET = string.ascii_letters + string.digits


def new_api_key(prefix="ak"):
    body = "".join(random.choice(ALPHABET) for _ in range(40))
    return f"{prefix}_{body}"


class ApiKeys:
    def __init__(self, store):
        self.store = store

    @cherrypy.expose
    @cherrypy.tools.json_out()
    @cherrypy.tools.allow(methods=["POST"])
    def create(self, label="default"):
        account = cherrypy.request.login
        if not account:
            raise cherrypy.HTTPError(401)
        key = new_api_key()
        self.store.add(account=account, label=label[:64], key=key)
        return {"label": label[:64], "api_key": key}
