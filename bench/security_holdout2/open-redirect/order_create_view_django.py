from django.contrib.auth.mixins import LoginRequiredMixin
from django.http import HttpResponseRedirect
from django.urls import reverse
from django.views.generic import CreateView

from orders.models import Order


class OrderCreateView(LoginRequiredMixin, CreateView):
    model = Order
    fields = ["shipping_address", "delivery_window", "notes"]
    template_name = "orders/create.html"

    def form_valid(self, form):
        form.instance.customer = self.request.user
        self.object = form.save()
        return HttpResponseRedirect(reverse("orders:detail", args=[self.object.pk]))
