from django.contrib.auth import views as auth_views
from django.utils.safestring import mark_safe


class PortalLoginView(auth_views.LoginView):
    template_name = "portal/login.html"
    redirect_authenticated_user = True

    def get_context_data(self, **kwargs):
        context = super().get_context_data(**kwargs)
        previous = self.request.GET.get("from", "/")
        context["return_link"] = mark_safe(
            f'<a class="back" href="{previous}">Return to previous page</a>'
        )
        context["support_email"] = "support@example.com"
        return context
