import os

from pyramid.authentication import AuthTktCookieHelper
from pyramid.authorization import ACLHelper, Authenticated, Everyone
from pyramid.config import Configurator


class SessionTicketPolicy:
    def __init__(self, secret):
        self.helper = AuthTktCookieHelper(secret, hashalg="sha512", secure=True, http_only=True, samesite="Strict", max_age=8 * 3600)
        self.acl = ACLHelper()

    def identity(self, request):
        return self.helper.identify(request)

    def authenticated_userid(self, request):
        identity = self.identity(request)
        return identity["userid"] if identity else None

    def permits(self, request, context, permission):
        principals = [Everyone]
        userid = self.authenticated_userid(request)
        if userid is not None:
            principals += [Authenticated, f"user:{userid}"]
        return self.acl.permits(context, principals, permission)

    def remember(self, request, userid, **kw):
        return self.helper.remember(request, userid, **kw)

    def forget(self, request, **kw):
        return self.helper.forget(request, **kw)


def main(global_config, **settings):
    config = Configurator(settings=settings)
    config.set_security_policy(SessionTicketPolicy(os.environ["AUTH_SECRET"]))
    config.scan(".views")
    return config.make_wsgi_app()
