import tornado.ioloop
import tornado.web

from shop.accounts import AccountService


class BaseHandler(tornado.web.RequestHandler):
    def initialize(self, accounts: AccountService):
        self.accounts = accounts

    def get_current_user(self):
        raw = self.get_secure_cookie("customer")
        return int(raw) if raw else None


class LoginHandler(BaseHandler):
    def post(self):
        customer = self.accounts.authenticate(
            self.get_body_argument("email"),
            self.get_body_argument("password"),
        )
        if customer is None:
            raise tornado.web.HTTPError(401)
        self.set_secure_cookie("customer", str(customer.id), expires_days=14)
        self.redirect("/account")


class AccountHandler(BaseHandler):
    @tornado.web.authenticated
    def get(self):
        self.write(self.accounts.summary(self.current_user))


def make_app(accounts):
    return tornado.web.Application(
        [
            (r"/login", LoginHandler, dict(accounts=accounts)),
            (r"/account", AccountHandler, dict(accounts=accounts)),
        ],
        cookie_secret=accounts.cookie_secret,
        login_url="/login",
    )


if __name__ == "__main__":
    make_app(AccountService()).listen(8000)
    tornado.ioloop.IOLoop.current().start()
