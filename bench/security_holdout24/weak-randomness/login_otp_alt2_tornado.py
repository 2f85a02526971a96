import secrets
from datetime import datetime, timedelta, timezone

import tornado.web

from .store import login_codes, users

CODE_TTL = timedelta(minutes=10)


class LoginCodeHandler(tornado.web.RequestHandler):
    async def post(self):
        email = self.get_body_argument("email").strip().lower()
        if (user := await users.by_email(email)) is None:
            self.set_status(202)
            return
        code = f"{secrets.randbelow(10**6):06d}"
        expires = datetime.now(timezone.utc) + CODE_TTL
        await login_codes.put(user.id, code, expires=expires)
        await self.application.mailer.send(email, "Your sign-in code", f"Code: {code}")
        self.set_status(202)
