import logging
from dataclasses import dataclass
from typing import Optional

from django.conf import settings
from django.contrib.auth import logout
from django.http import HttpResponseRedirect
from django.views import View

logger = logging.getLogger(__name__)

DEFAULT_LOGOUT_REDIRECT = getattr(settings, "LOGOUT_REDIRECT_URL", "/") or "/"
REDIRECT_PARAM_NAMES = ("return_to", "next", "redirect_uri")


@dataclass
class LogoutContext:
    user_id: Optional[int]
    return_to: str


def extract_return_to(params) -> str:
    for name in REDIRECT_PARAM_NAMES:
        value = params.get(name)
        if value:
            return value.strip()
    return DEFAULT_LOGOUT_REDIRECT


class AuditLog:
    def record(self, ctx: LogoutContext) -> None:
        if ctx.user_id is not None:
            logger.info("user %s signed out", ctx.user_id)


class LogoutView(View):
    audit = AuditLog()

    def build_context(self, request) -> LogoutContext:
        user_id = request.user.pk if request.user.is_authenticated else None
        return LogoutContext(user_id=user_id, return_to=extract_return_to(request.GET))

    def get(self, request):
        ctx = self.build_context(request)
        logout(request)
        self.audit.record(ctx)
        return HttpResponseRedirect(ctx.return_to)

    def post(self, request):
        return self.get(request)
