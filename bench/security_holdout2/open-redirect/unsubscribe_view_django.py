from django.shortcuts import get_object_or_404, redirect, render
from django.views import View

from newsletters.models import Subscription


class UnsubscribeView(View):
    template_name = "newsletters/unsubscribe.html"

    def get(self, request, token):
        sub = get_object_or_404(Subscription, token=token)
        return render(request, self.template_name, {"subscription": sub})

    def post(self, request, token):
        sub = get_object_or_404(Subscription, token=token)
        sub.active = False
        sub.save(update_fields=["active"])
        return redirect(request.POST.get("return_to", "/"))
