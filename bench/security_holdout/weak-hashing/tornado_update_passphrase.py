import bcrypt
import tornado.web


class UpdatePassphraseHandler(tornado.web.RequestHandler):
    def initialize(self, users):
        self.users = users

    def get_current_user(self):
        return self.get_signed_cookie("uid")

    @tornado.web.authenticated
    def post(self):
        new_password = self.get_body_argument("new_password")
        digest = bcrypt.hashpw(new_password.encode(), bcrypt.gensalt(rounds=12))
        self.users.update_password(self.current_user, digest.decode())
        self.redirect("/account")
