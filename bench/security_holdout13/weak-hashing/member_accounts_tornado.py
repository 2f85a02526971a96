import hashlib
import json
import os

import tornado.web

ACCOUNTS = {}


def password_hash(password, salt):
    h = hashlib.new("md5")
    h.update(salt)
    h.update(password.encode("utf-8"))
    return h.hexdigest()


class BaseHandler(tornado.web.RequestHandler):
    def write_json(self, payload, status=200):
        self.set_status(status)
        self.set_header("Content-Type", "application/json")
        self.write(json.dumps(payload))


class HealthHandler(BaseHandler):
    def get(self):
        self.write_json({"ok": True})


class RegisterHandler(BaseHandler):
    def post(self):
        body = json.loads(self.request.body or b"{}")
        name = body.get("name", "")
        if not name or name in ACCOUNTS:
            return self.write_json({"error": "unavailable"}, 409)
        salt = os.urandom(16)
        ACCOUNTS[name] = {"salt": salt, "hash": password_hash(body.get("password", ""), salt)}
        self.write_json({"registered": name}, 201)


class LoginHandler(BaseHandler):
    def post(self):
        body = json.loads(self.request.body or b"{}")
        account = ACCOUNTS.get(body.get("name", ""))
        if account and password_hash(body.get("password", ""), account["salt"]) == account["hash"]:
            return self.write_json({"login": "ok"})
        self.write_json({"login": "failed"}, 401)


class CountHandler(BaseHandler):
    def get(self):
        self.write_json({"accounts": len(ACCOUNTS)})


def make_app():
    return tornado.web.Application([
        (r"/health", HealthHandler),
        (r"/register", RegisterHandler),
        (r"/login", LoginHandler),
        (r"/accounts/count", CountHandler),
    ])
