package com.example.orders;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

public class OrderService {
    private static final Logger log = LoggerFactory.getLogger(OrderService.class);

    public void place(String id) {
        // ruleid: java-system-out-println
        System.out.println("placing order " + id);
        // ok: java-system-out-println
        log.info("placing order {}", id);
    }

    public static void main(String[] args) {
        // ok: java-system-out-println
        System.out.println("usage: order-service <id>");
    }
}
