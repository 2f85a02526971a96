from django.contrib.auth.forms import AuthenticationForm
from django.urls import reverse_lazy
from django.views.generic.edit import FormView


class MemberLoginView(FormView):
    template_name = "members/login.html"
    form_class = AuthenticationForm
    success_url = reverse_lazy("members:dashboard")

    def get_form_kwargs(self):
        kwargs = super().get_form_kwargs()
        kwargs["request"] = self.request
        return kwargs

    def form_valid(self, form):
        user = form.get_user()
        self.request.session.cycle_key()
        self.request.session["member_id"] = user.pk
        self.request.session["display_name"] = user.get_full_name()
        return super().form_valid(form)
