from django.contrib.auth.views import LoginView
from django.utils.safestring import mark_safe

NOTICE_CSS = "alert alert-info"


class PortalLoginView(LoginView):
    template_name = "accounts/login.html"
    redirect_authenticated_user = True

    def build_notice(self, text):
        return f"<div class='{NOTICE_CSS}'>{text}</div>"

    def get_context_data(self, **kwargs):
        context = super().get_context_data(**kwargs)
        notice = self.request.GET.get("notice")
        if notice:
            context["notice"] = mark_safe(self.build_notice(notice))
        return context
