from flask import Blueprint, abort, render_template
from flask_login import current_user, login_required
from markupsafe import Markup

from shop.models import Order

bp = Blueprint("orders", __name__)

STATUS_BADGES = {
    "pending": '<span class="badge bg-secondary">Pending</span>',
    "paid": '<span class="badge bg-primary">Paid</span>',
    "shipped": '<span class="badge bg-info">Shipped</span>',
    "delivered": '<span class="badge bg-success">Delivered</span>',
    "cancelled": '<span class="badge bg-danger">Cancelled</span>',
}


def status_badge(status):
    return Markup(STATUS_BADGES.get(status, STATUS_BADGES["pending"]))


@bp.route("/orders/<int:order_id>")
@login_required
def order_detail(order_id):
    order = Order.query.filter_by(id=order_id, customer_id=current_user.id).first()
    if order is None:
        abort(404)
    return render_template("orders/detail.html", order=order, badge=status_badge(order.status))
