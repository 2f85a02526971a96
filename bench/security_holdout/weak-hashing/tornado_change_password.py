import hashlib
import os

import tornado.web


class ChangePasswordHandler(tornado.web.RequestHandler):
    def initialize(self, users):
        self.users = users

    def get_current_user(self):
        return self.get_signed_cookie("uid")

    @tornado.web.authenticated
    def post(self):
        new_password = self.get_body_argument("new_password")
        salt = os.urandom(8).hex()
        hasher = hashlib.md5()
        hasher.update(salt.encode())
        hasher.update(new_password.encode())
        self.users.update_password(self.current_user, salt, hasher.hexdigest())
        self.redirect("/account")
