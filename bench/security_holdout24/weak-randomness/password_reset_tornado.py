import random
import string
from datetime import datetime, timedelta, timezone

import tornado.web

from .store import reset_codes, users

CODE_ALPHABET = string.digits
CODE_TTL = timedelta(minutes=15)


class ResetRequestHandler(tornado.web.RequestHandler):
    async def post(self):
        email = self.get_body_argument("email").strip().lower()
        if (user := await users.by_email(email)) is None:
            self.set_status(202)
            return
        code = "".join(random.choice(CODE_ALPHABET) for _ in range(6))
        expires = datetime.now(timezone.utc) + CODE_TTL
        await reset_codes.put(user.id, code, expires=expires)
        await self.application.mailer.send(email, "Your reset code", f"Code: {code}")
        self.set_status(202)
