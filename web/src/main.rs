fn main() {
    hotstone_web::run();
}
