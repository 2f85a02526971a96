import random
import string

import tornado.web

ALPHABET = string.ascii_letters + string.digits + "!@#$%^&*-_"
_rng = random.SystemRandom()


def temporary_password(length: int = 16) -> str:
    return "".join(_rng.choice(ALPHABET) for _ in range(length))


class ResetByAdminHandler(tornado.web.RequestHandler):
    @tornado.web.authenticated
    async def post(self, user_id):
        if not self.current_user.get("is_admin"):
            raise tornado.web.HTTPError(403)
        password = temporary_password()
        await self.application.users.set_password(int(user_id), password, must_change=True)
        self.write({"user_id": int(user_id), "temporary_password": password})


def make_app():
    return tornado.web.Application(
        [(r"/admin/users/(\d+)/reset", ResetByAdminHandler)],
        cookie_secret=open("/etc/app/cookie_secret").read().strip(),
    )
